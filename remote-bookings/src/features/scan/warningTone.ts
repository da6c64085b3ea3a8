// The refusal's sound: three short, high tones made by the Web Audio API (no audio file), loud enough
// to turn a busy nurse's head. A browser without Web Audio, or one that refuses to play, stays silent:
// the full-screen warning is the refusal; the sound only draws the eye to it.

type AudioContextClass = typeof AudioContext;
/** Safari before 14.1 names it webkitAudioContext. */
type AudioWindow = { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };

/** The tones: pitch (Hz), start and length (s). */
const TONES = [
  { hz: 880, at: 0, for: 0.18 },
  { hz: 660, at: 0.24, for: 0.18 },
  { hz: 880, at: 0.48, for: 0.3 },
] as const;

export function playWarningTone(): void {
  const audioWindow = window as unknown as AudioWindow;
  const Context = audioWindow.AudioContext ?? audioWindow.webkitAudioContext;
  if (!Context) return;
  try {
    const audio = new Context();
    const gain = audio.createGain();
    gain.gain.value = 0.25;
    gain.connect(audio.destination);
    const start = audio.currentTime + 0.02;
    for (const tone of TONES) {
      const oscillator = audio.createOscillator();
      oscillator.type = 'square';
      oscillator.frequency.value = tone.hz;
      oscillator.connect(gain);
      oscillator.start(start + tone.at);
      oscillator.stop(start + tone.at + tone.for);
    }
    void audio.resume().catch(() => undefined);
    setTimeout(() => void audio.close().catch(() => undefined), 1_500);
  } catch {
    // No sound: the warning on screen is enough.
  }
}

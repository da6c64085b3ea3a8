// The device camera as a scanner: the camera's picture on the page and, a few times a second, its frame
// read for a QR code (qrReader). Loaded when the nurse turns the camera on, so the Scan page opens without
// the reader. The camera stops when the component goes.
import { useEffect, useRef, useState } from 'react';
import { chakra, Stack, Text } from '@portal/shared/ui';
import { readQrCode } from './qrReader';

/** How often a frame is read. */
const READ_EVERY_MS = 200;

export interface CameraScannerProps {
  /** A QR code's text, each time one is read (the same tag seen again is the page's to ignore). */
  onCode: (code: string) => void;
  /** While true, frames are not read (a warning is on screen, a scan is being looked up). */
  paused: boolean;
}

/** Why the camera could not start, in a nurse's words. */
function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'The camera is blocked for the portal. Allow the camera in the browser’s site settings, or type the code.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera was found on this device. Use a USB scanner, or type the code.';
  if (name === 'NotReadableError') return 'The camera is in use by another app. Close it and try again, or type the code.';
  return 'The camera could not be started. Use a USB scanner, or type the code.';
}

export default function CameraScanner({ onCode, paused }: CameraScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<{ kind: 'starting' } | { kind: 'reading' } | { kind: 'failed'; problem: string }>({ kind: 'starting' });
  // The latest props, read by the loop without restarting the camera.
  const latest = useRef({ onCode, paused });
  useEffect(() => {
    latest.current = { onCode, paused };
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const read = async () => {
      const element = video.current;
      if (stopped || !element || !context) return;
      if (!latest.current.paused && element.readyState >= element.HAVE_CURRENT_DATA && element.videoWidth > 0) {
        canvas.width = element.videoWidth;
        canvas.height = element.videoHeight;
        context.drawImage(element, 0, 0);
        try {
          const code = await readQrCode(context.getImageData(0, 0, canvas.width, canvas.height));
          if (code && !stopped && !latest.current.paused) latest.current.onCode(code);
        } catch (error) {
          console.error('The QR reader failed', error);
        }
      }
      if (!stopped) timer = setTimeout(() => void read(), READ_EVERY_MS);
    };
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        const element = video.current;
        if (stopped || !element) return;
        element.srcObject = stream;
        await element.play();
        if (stopped) return;
        setState({ kind: 'reading' });
        void read();
      } catch (error) {
        if (!stopped) setState({ kind: 'failed', problem: cameraProblem(error) });
      }
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <Stack gap="2">
      <chakra.video ref={video} muted playsInline aria-label="Camera picture" width="100%" maxWidth="28rem" borderRadius="md" bg="black" display={state.kind === 'failed' ? 'none' : 'block'} />
      <Text role="status" color={state.kind === 'failed' ? 'fg.error' : 'fg.muted'}>
        {state.kind === 'starting' ? 'Starting the camera…' : state.kind === 'reading' ? 'Hold the pet tag’s QR code in front of the camera.' : state.problem}
      </Text>
    </Stack>
  );
}

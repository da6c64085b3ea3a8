import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@portal/shared/query';
import { Card, HStack, Switch, Text } from '@portal/shared/ui';
import { SavedCheck } from '../../components/SavedCheck';
import { SAVED_CHECK_MS } from './PricingDisplay';

export const SETTING_NOT_SAVED = 'Your change was not saved. Please check your connection and try again.';

interface PracticeSwitchSettingProps {
  title: string;
  description: ReactNode;
  /** The switch's label. */
  label: string;
  /** What the console names when a change fails. */
  what: string;
  setting: UseQueryResult<{ enabled: boolean }>;
  /** Saves a change (the switch shows it at once; the answer replaces it, a failure puts the other value back). */
  save: (enabled: boolean) => Promise<unknown>;
}

/**
 * A practice setting a Level 3 turns on or off at once (the family texts, the family's confirmation): a
 * card with its explanation and one switch, a check for 2.5 s when saved (as the price display), and a
 * message where the switch is when the change was not saved.
 */
export function PracticeSwitchSetting({ title, description, label, what, setting, save }: PracticeSwitchSettingProps) {
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = async (enabled: boolean) => {
    setSavedAt(null);
    setFailed(false);
    try {
      await save(enabled);
      setSavedAt(Date.now());
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSavedAt(null), SAVED_CHECK_MS);
    } catch (error) {
      console.error(`The ${what} setting could not be saved`, error);
      setFailed(true);
    }
  };

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
        <Card.Description>{description}</Card.Description>
      </Card.Header>
      <Card.Body>
        {setting.status === 'success' ? (
          <HStack gap="3" minHeight="11">
            <Switch.Root checked={setting.data.enabled} onCheckedChange={(details) => void change(details.checked)} colorPalette="teal">
              <Switch.HiddenInput />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>{label}</Switch.Label>
            </Switch.Root>
            <SavedCheck shown={savedAt !== null} />
          </HStack>
        ) : (
          <Text>{setting.status === 'pending' ? 'Loading the setting…' : 'This setting could not be loaded. Please reload the page to try again.'}</Text>
        )}
        {failed ? (
          <Text role="alert" marginTop="3" color="fg.error">
            {SETTING_NOT_SAVED}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

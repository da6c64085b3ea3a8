import { useEffect, useRef, useState } from 'react';
import { useApi } from '@portal/shared/api';
import { familyUpdatesSettingQuery, updateFamilyUpdatesSettingMutation } from '@portal/shared/api/family-updates';
import { useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import { Card, HStack, Switch, Text } from '@portal/shared/ui';
import { SavedCheck } from '../../components/SavedCheck';
import { SAVED_CHECK_MS } from './PricingDisplay';

export const FAMILY_UPDATES_LABEL = 'Text the family at each step';
export const FAMILY_UPDATES_NOT_SAVED = 'Your change was not saved. Please check your connection and try again.';

/**
 * Whether the practice texts the family at each step (issue 19 item 3): shown to a Level 3 only, who
 * changes it at once (a check for 2.5 s, as the price display). Off until a Level 3 turns it on.
 */
export function FamilyUpdatesSetting() {
  const api = useApi();
  const setting = useQuery(familyUpdatesSettingQuery(api));
  // The switch shows a change at once; the answer replaces it, a failure puts the other value back.
  const save = useMutation(updateFamilyUpdatesSettingMutation(api, useQueryClient()));
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = async (enabled: boolean) => {
    setSavedAt(null);
    setFailed(false);
    try {
      await save.mutateAsync(enabled);
      setSavedAt(Date.now());
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSavedAt(null), SAVED_CHECK_MS);
    } catch (error) {
      console.error('The family texts setting could not be saved', error);
      setFailed(true);
    }
  };

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Texts to families</Card.Title>
        <Card.Description>
          When this is on, the pet’s owner gets a text message when their pet is collected, when the ashes are ready to come home and when
          they are returned. Each text has a private link to a page that shows only where their pet is up to and your practice’s name and
          phone: no prices and no other bookings. Owners are texted only for submitted bookings that have their mobile number.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        {setting.status === 'success' ? (
          <HStack gap="3" minHeight="11">
            <Switch.Root checked={setting.data.enabled} onCheckedChange={(details) => void change(details.checked)} colorPalette="teal">
              <Switch.HiddenInput />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>{FAMILY_UPDATES_LABEL}</Switch.Label>
            </Switch.Root>
            <SavedCheck shown={savedAt !== null} />
          </HStack>
        ) : (
          <Text>{setting.status === 'pending' ? 'Loading the setting…' : 'This setting could not be loaded. Please reload the page to try again.'}</Text>
        )}
        {failed ? (
          <Text role="alert" marginTop="3" color="fg.error">
            {FAMILY_UPDATES_NOT_SAVED}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

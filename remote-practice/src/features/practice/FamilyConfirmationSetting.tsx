import { useEffect, useRef, useState } from 'react';
import { useApi } from '@portal/shared/api';
import { familyConfirmationSettingQuery, updateFamilyConfirmationSettingMutation } from '@portal/shared/api/family-confirmation';
import { useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import { Card, HStack, Switch, Text } from '@portal/shared/ui';
import { SavedCheck } from '../../components/SavedCheck';
import { SAVED_CHECK_MS } from './PricingDisplay';

export const FAMILY_CONFIRMATION_LABEL = 'Ask families to confirm what will be done';
export const FAMILY_CONFIRMATION_NOT_SAVED = 'Your change was not saved. Please check your connection and try again.';

/**
 * Whether the practice asks each family to confirm what will be done before the cremation (issue 36):
 * shown to a Level 3 only, who changes it at once (a check for 2.5 s, as the family texts). On until a
 * Level 3 turns it off.
 */
export function FamilyConfirmationSetting() {
  const api = useApi();
  const setting = useQuery(familyConfirmationSettingQuery(api));
  // The switch shows a change at once; the answer replaces it, a failure puts the other value back.
  const save = useMutation(updateFamilyConfirmationSettingMutation(api, useQueryClient()));
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
      console.error('The family confirmation setting could not be saved', error);
      setFailed(true);
    }
  };

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Families confirm the booking</Card.Title>
        <Card.Description>
          When this is on, the pet’s owner gets a text when a booking is submitted, with a private link to a page that says in plain words
          what will be done: the service, the products and engraving as they will be made, and what they pay. They confirm by typing their
          name, or tell you something is not right; a concern holds the booking before the cremation until it is put right. A nurse can choose
          not to ask a family, with a reason, when submitting.
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
              <Switch.Label>{FAMILY_CONFIRMATION_LABEL}</Switch.Label>
            </Switch.Root>
            <SavedCheck shown={savedAt !== null} />
          </HStack>
        ) : (
          <Text>{setting.status === 'pending' ? 'Loading the setting…' : 'This setting could not be loaded. Please reload the page to try again.'}</Text>
        )}
        {failed ? (
          <Text role="alert" marginTop="3" color="fg.error">
            {FAMILY_CONFIRMATION_NOT_SAVED}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

import { HStack, Spinner, Text } from '@portal/shared/ui';

/** Said while a package's items load (the Details modal and 'Option selection'). */
export function PackageLoading() {
  return (
    <HStack role="status" gap="2">
      <Spinner size="sm" />
      <Text>Loading the package…</Text>
    </HStack>
  );
}

import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';

/** Engraving text split into the lines it will be engraved on (blank lines kept). */
export function engravedLines(text: string): string[] {
  return text.replace(/\r\n?/g, '\n').split('\n');
}

/**
 * Engraving text exactly as it will be engraved: line for line, spaces and blank lines kept. The cart,
 * the confirmation and the booking's page all show it this way, so what staff check is what is made.
 */
export function EngravingText({ text }: { text: string }) {
  return (
    <Flex fontSize="sm" color="fg.muted" gap="1" data-testid="engraving-text">
      <Text as="span" flexShrink={0}>
        Engraving:{' '}
      </Text>
      <Box>
        {engravedLines(text).map((line, at) => (
          <Text key={at} whiteSpace="pre-wrap" minHeight="1lh" data-testid="engraving-line">
            {line}
          </Text>
        ))}
      </Box>
    </Flex>
  );
}

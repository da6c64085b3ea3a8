import { forwardRef, useState, type ComponentProps } from 'react';
import { Input } from '@chakra-ui/react/input';
import { Button } from '@chakra-ui/react/button';
import { Box } from '@chakra-ui/react/box';

export type PasswordInputProps = Omit<ComponentProps<typeof Input>, 'type'>;

/** A password input with a show/hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(props, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <Box position="relative" width="full">
      <Input ref={ref} {...props} type={visible ? 'text' : 'password'} paddingEnd="4.5rem" />
      <Button
        type="button"
        size="xs"
        variant="ghost"
        position="absolute"
        insetEnd="1"
        top="50%"
        transform="translateY(-50%)"
        aria-pressed={visible}
        aria-label={visible ? 'Hide password' : 'Show password'}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? 'Hide' : 'Show'}
      </Button>
    </Box>
  );
});

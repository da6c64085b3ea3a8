import type { ReactNode } from 'react';
import { Box, Card, Center, Heading, Stack, Text } from '@portal/shared/ui';

/** The frame of the sign-in and password pages. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Center as="main" minHeight="100vh" bg="gray.50" paddingX="4" paddingY="10">
      <Card.Root width="full" maxW="md">
        <Card.Body>
          <Stack gap="6">
            <Box>
              <Heading as="h1" size="2xl">
                {title}
              </Heading>
              {intro ? (
                <Text marginTop="2" color="fg.muted">
                  {intro}
                </Text>
              ) : null}
            </Box>
            {children}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}

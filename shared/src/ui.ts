// The portal's UI kit: the only place that imports Chakra. It is a federation singleton, so one copy
// of Chakra and one emotion cache serve the host and every remote.
export { Box } from '@chakra-ui/react/box';
export { Flex } from '@chakra-ui/react/flex';
export { Stack, HStack, VStack } from '@chakra-ui/react/stack';
export { SimpleGrid } from '@chakra-ui/react/simple-grid';
export { Container } from '@chakra-ui/react/container';
export { Center } from '@chakra-ui/react/center';
export { Heading } from '@chakra-ui/react/heading';
export { Text } from '@chakra-ui/react/text';
export { Link } from '@chakra-ui/react/link';
export { Image } from '@chakra-ui/react/image';
export { Button, IconButton, CloseButton } from '@chakra-ui/react/button';
export { Input } from '@chakra-ui/react/input';
export { Field } from '@chakra-ui/react/field';
export { Spinner } from '@chakra-ui/react/spinner';
export { Card } from '@chakra-ui/react/card';
export { Badge } from '@chakra-ui/react/badge';
export { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
export { chakra } from '@chakra-ui/react/styled-system';
export { PortalProvider } from './ui/PortalProvider';
export { PortalAlert, ALERT_DEFAULT_TIMEOUT_MS, ALERT_HIDE_ANIMATION_MS } from './ui/Alert';
export type { PortalAlertProps } from './ui/Alert';
export { ErrorBoundary } from './ui/ErrorBoundary';
export { FormField } from './ui/FormField';
export { PasswordInput } from './ui/PasswordInput';
export { NotFound, NOT_FOUND_MESSAGE } from './ui/NotFound';
export { RemoteRoot } from './ui/RemoteRoot';

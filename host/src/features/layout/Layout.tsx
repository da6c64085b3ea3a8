import { useEffect, useRef, useState, type ReactNode } from 'react';
import { NavLink, Link as RouterLink, useNavigate } from '@portal/shared/router';
import { useApi } from '@portal/shared/api';
import { brandQuery, type Brand } from '@portal/shared/api/brand';
import { formatPhone } from '@portal/contracts/domain/phone';
import { leaveQuestion, type LeaveQuestion } from '@portal/shared/leave-guard';
import { QueryRoot, useQuery } from '@portal/shared/query';
import { sessionStore, useSession } from '@portal/shared/session';
import { Box, Button, Container, Flex, HStack, Image, LeaveDialog, Link, Text } from '@portal/shared/ui';
import { useServices } from '../../app/services';

const NAV_LINKS = [
  { to: '/scan', label: 'Scan a pet tag' },
  { to: '/tagging-guide', label: 'Tagging guide' },
  { to: '/customer-support', label: 'Customer support' },
  { to: '/manage-practice', label: 'Manage practice' },
  { to: '/profile', label: 'Profile' },
] as const;

/** The practice's brand (logo, Client Care phone) from the shared cache; the session keeps its name. */
function useBrand(): Brand | null {
  const brand = useQuery(brandQuery(useApi())).data ?? null;
  const name = brand?.name;
  useEffect(() => {
    if (name) sessionStore.getState().setBrand(name);
  }, [name]);
  return brand;
}

/**
 * The signed-in frame inside the portal's one query cache (the shell after sign-in holds its provider;
 * the remotes' roots hold their own around the same cache, so /login never loads it).
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <QueryRoot>
      <Frame>{children}</Frame>
    </QueryRoot>
  );
}

/** The signed-in frame: brand logo and phone from the server, navigation and logout. */
function Frame({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const { config, identity } = useServices();
  const navigate = useNavigate();
  const username = useSession((state) => state.profile?.username);
  const [signingOut, setSigningOut] = useState(false);
  // What the page on screen asks before it is left (the booking wizard's Cancel question), while asked.
  const [asking, setAsking] = useState<LeaveQuestion | null>(null);
  const logoutButton = useRef<HTMLButtonElement>(null);

  const logout = async () => {
    setAsking(null);
    setSigningOut(true);
    try {
      await identity.signOut();
    } finally {
      sessionStore.getState().signOut();
      void navigate('/login', { replace: true });
    }
  };

  return (
    <Flex direction="column" minHeight="100vh">
      {/* The first Tab stop: past the logo and the nine links of the header to the page (issue 31). */}
      <Link
        href="#main"
        position="absolute"
        left="2"
        top="2"
        zIndex="skipLink"
        bg="white"
        paddingX="3"
        paddingY="2"
        borderWidth="2px"
        borderColor="teal.600"
        rounded="md"
        fontWeight="semibold"
        transform="translateY(-200%)"
        _focusVisible={{ transform: 'none' }}
      >
        Skip to main content
      </Link>
      <Box as="header" borderBottomWidth="1px" bg="white">
        <Container maxW="7xl" paddingY="3">
          <Flex align="center" justify="space-between" gap="4" wrap="wrap">
            <RouterLink to="/dashboard" aria-label="Dashboard">
              {brand ? (
                <Image src={brand.logoUrl} alt={`${brand.name} logo`} height="12" data-testid="brand-logo" />
              ) : (
                <Box height="12" width="40" aria-hidden />
              )}
            </RouterLink>
            {brand?.phone ? (
              <Text data-testid="brand-phone">
                Call us:{' '}
                <Link href={`tel:${brand.phone}`} fontWeight="semibold">
                  {formatPhone(brand.phone)}
                </Link>
              </Text>
            ) : null}
          </Flex>
          <Flex as="nav" aria-label="Main" marginTop="3" gap="4" align="center" wrap="wrap">
            {NAV_LINKS.map((link) => (
              <Link key={link.to} asChild>
                <NavLink to={link.to}>{link.label}</NavLink>
              </Link>
            ))}
            <Link href={config.latestStockUrl} target="_blank" rel="noopener noreferrer">
              Latest Stock Information
            </Link>
            <HStack marginStart="auto" gap="3">
              {username ? (
                <Text fontSize="sm" color="fg.muted">
                  {username}
                </Text>
              ) : null}
              <Button
                size="sm"
                variant="outline"
                ref={logoutButton}
                onClick={() => {
                  // Logging out leaves the page as Cancel does: it asks the same question first (issue 31 item 6).
                  const question = leaveQuestion();
                  if (question) setAsking(question);
                  else void logout();
                }}
                loading={signingOut}
              >
                Logout
              </Button>
              {asking ? (
                <LeaveDialog question={asking} open onLeave={() => void logout()} onStay={() => setAsking(null)} returnFocusTo={logoutButton} />
              ) : null}
            </HStack>
          </Flex>
        </Container>
      </Box>
      <Container as="main" id="main" tabIndex={-1} outline="none" maxW="7xl" paddingY="6" flex="1">
        {children}
      </Container>
    </Flex>
  );
}

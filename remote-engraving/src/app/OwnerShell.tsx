// The standalone owner app's frame (port 8083; the link in the owner's message opens it): phone first,
// a plain header with the brand and 'Engraving Approval', one narrow column, no staff navigation. It
// gives the pages the brand's Client Care line to offer (the booking's once the phone check named it).
import { brandForHost } from '@portal/contracts/wire/config';
import { ENGRAVING_PAGE_TITLE } from '@portal/contracts/domain/engraving';
import type { StandaloneFrameProps } from '@portal/shared/standalone';
import { Box, ClientCareProvider, Flex, Text, TOUCH_SIZES } from '@portal/shared/ui';
import { PortalUrlProvider } from '../features/owner-approval/portal-login';
import { useOwnerClientCare } from '../features/owner-approval/clientCare';
import { OwnerAppContext } from './ownerApp';

/** The column's width: a phone's, and no wider than reads well on a desktop. */
export const OWNER_COLUMN = '34rem';

/** `hostname`: the site host whose brand is named (the page's own). */
export function OwnerShell({ config, portalUrl, children, hostname = window.location.hostname }: StandaloneFrameProps & { hostname?: string }) {
  const siteBrand = brandForHost(config, hostname)?.name ?? config.defaultBrand;
  const clientCare = useOwnerClientCare(siteBrand);
  const brand = clientCare?.name ?? siteBrand;
  return (
    <PortalUrlProvider portalUrl={portalUrl}>
      <OwnerAppContext.Provider value={true}>
        <ClientCareProvider value={clientCare}>
          {/* Thumb-sized fields and buttons on every page of the app (the theme's touch sizes). */}
          <Flex {...TOUCH_SIZES} direction="column" minHeight="100vh" bg="gray.50">
            <Box as="header" bg="white" borderBottomWidth="1px">
              <Flex maxWidth={OWNER_COLUMN} marginX="auto" paddingX="4" paddingY="3" align="baseline" justify="space-between" gap="3" wrap="wrap">
                <Text fontWeight="bold" fontSize="lg" data-testid="owner-brand">
                  {brand}
                </Text>
                <Text color="fg.muted">{ENGRAVING_PAGE_TITLE}</Text>
              </Flex>
            </Box>
            <Box as="main" flex="1" width="100%" maxWidth={OWNER_COLUMN} marginX="auto" paddingX="4" paddingY="6" minWidth="0">
              {children}
            </Box>
          </Flex>
        </ClientCareProvider>
      </OwnerAppContext.Provider>
    </PortalUrlProvider>
  );
}

declare const __PORTAL_BUILD_ID__: string;

import type { Brand } from '../db/schema.ts';

/** `logoUrl` is the absolute form of the brand's logo path. */
export function brandToWire(brand: Brand, logoUrl: string) {
  return {
    name: brand.name,
    brand_logo_link: logoUrl,
    phone_work: brand.phone_work,
    email_addresses: [{ email_address: brand.email }],
    parent: brand.parent,
  };
}

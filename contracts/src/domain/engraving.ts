// The engraving artwork's rules (spec 001 s2.6, s3 'Engraving plaque config' and 'Engraving draft',
// s4 'Product modal wizard', 'Image step', 'Approval finish', 'Engraving approval flow', s5, s9), one
// import for every app: pure functions the staff product modal (remote-engraving's EngravingSteps),
// the owner's approval pages and portal-api all use. Each part lives in engraving/.
export * from './engraving/plaque-config';
export * from './engraving/text';
export * from './engraving/draft';
export * from './engraving/steps';
export * from './engraving/validation';
export * from './engraving/geometry';
export * from './engraving/owner-approval';

/** A package's or an item's picture, square. */
export function PackageThumbnail({ src, size }: { src: string; size: number }) {
  return <img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" style={{ width: size, height: size, objectFit: 'cover', borderRadius: 6, flexShrink: 0 }} />;
}

import { carrierThumbnailUrl } from './carriers-api';

export interface CarrierLogoProps {
  code: string;
  /** Shown size in CSS pixels; the image is asked at twice that for sharp screens. */
  size: 32 | 64 | 128;
  /** Empty when the carrier's name is written next to it. */
  alt?: string;
}

/** The carrier's logo, or the letter image the API draws when it has none. */
export function CarrierLogo({ code, size, alt = '' }: CarrierLogoProps) {
  return (
    <img
      className="pp-carrier-logo"
      src={carrierThumbnailUrl(code, size === 32 ? 64 : size === 64 ? 128 : 256)}
      width={size}
      height={size}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}

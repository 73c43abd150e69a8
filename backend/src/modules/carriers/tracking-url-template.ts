import { registerDecorator, type ValidationOptions } from 'class-validator';

/** Where a carrier's tracking page takes the number, in `tracking_url_template`. */
export const NUMBER_PLACEHOLDER = '{number}';
export const MAX_TRACKING_URL_TEMPLATE_LENGTH = 500;

export const TRACKING_URL_TEMPLATE_MESSAGE =
  'Enter an https address with {number} where the tracking number goes, like https://www.ups.com/track?tracknum={number}';

/** A number that could appear in any part of a path, query or fragment, used to check that a template parses. */
const SAMPLE_NUMBER = 'RB123456785GB';

/**
 * Why a tracking-link template is refused, or undefined when it is valid: an https URL whose address (scheme, host,
 * port) is fixed, with `{number}` at least once after it (path, query or fragment) and no other `{...}` placeholder.
 * No user name or password, no whitespace; the URL it gives for a sample number must parse with the same host.
 */
export function trackingUrlTemplateProblem(template: string): string | undefined {
  if (template.length > MAX_TRACKING_URL_TEMPLATE_LENGTH) {
    return `The template may be at most ${MAX_TRACKING_URL_TEMPLATE_LENGTH} characters long`;
  }
  if (!template.startsWith('https://')) return TRACKING_URL_TEMPLATE_MESSAGE;
  if (/\s/.test(template)) return 'The template may not contain spaces';
  const afterScheme = template.slice('https://'.length);
  const authorityEnd = afterScheme.search(/[/?#]/);
  if (authorityEnd <= 0) return TRACKING_URL_TEMPLATE_MESSAGE;
  const authority = afterScheme.slice(0, authorityEnd);
  if (/[{}@]/.test(authority)) return TRACKING_URL_TEMPLATE_MESSAGE;
  const rest = afterScheme.slice(authorityEnd);
  const pieces = rest.split(NUMBER_PLACEHOLDER);
  if (pieces.length < 2) return TRACKING_URL_TEMPLATE_MESSAGE;
  if (pieces.some((piece) => piece.includes('{') || piece.includes('}'))) {
    return 'The only placeholder a template may hold is {number}';
  }
  let filled: URL;
  try {
    filled = new URL(fillTrackingUrl(template, SAMPLE_NUMBER));
  } catch {
    return TRACKING_URL_TEMPLATE_MESSAGE;
  }
  if (filled.protocol !== 'https:' || filled.host !== authority.toLowerCase()) return TRACKING_URL_TEMPLATE_MESSAGE;
  return undefined;
}

/**
 * The carrier's tracking page for a number: the template with every `{number}` replaced, literally, by the number
 * URL-encoded. Split and join, so nothing in the number or the template is read as a pattern.
 */
export function fillTrackingUrl(template: string, number: string): string {
  return template.split(NUMBER_PLACEHOLDER).join(encodeURIComponent(number));
}

/** class-validator form of `trackingUrlTemplateProblem`; null and undefined are left to @IsOptional. */
export function IsTrackingUrlTemplate(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isTrackingUrlTemplate',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && (value === '' || trackingUrlTemplateProblem(value) === undefined),
        defaultMessage: (args) =>
          typeof args?.value === 'string'
            ? (trackingUrlTemplateProblem(args.value) ?? TRACKING_URL_TEMPLATE_MESSAGE)
            : TRACKING_URL_TEMPLATE_MESSAGE,
      },
    });
  };
}

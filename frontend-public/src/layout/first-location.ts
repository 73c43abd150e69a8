/** The key of the location this visit started at; later locations were reached by navigating inside the site. */
let firstLocationKey: string | undefined;

/** Called by the layout on every render; only the first call counts. */
export function rememberFirstLocation(key: string): void {
  firstLocationKey ??= key;
}

export function isFirstLocation(key: string): boolean {
  return key === firstLocationKey;
}

export {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  LANGUAGES,
  type PrefixedLanguage,
  PREFIXED_LANGUAGES,
} from './languages.js';
export { ADMIN_REMOTE, PUBLIC_REMOTE, REMOTE_NAMES, type RemoteName } from './remotes.js';
export { RICH_TEXT_ATTRIBUTES, RICH_TEXT_IMAGE_SCHEMES, RICH_TEXT_LINK_SCHEMES, RICH_TEXT_TAGS } from './rich-text.js';
export { type HeldApiAnswer, PRELOADED_DATA_ID, type RenderRequest, type RenderResult } from './server-render.js';
export {
  announceSessionChange,
  CSRF_HEADER,
  isSessionResponse,
  isSignOutRequested,
  onSessionChange,
  SESSION_CHANGE_EVENT,
  SIGN_OUT_REQUESTED,
  type SessionResponse,
} from './session.js';
export { toSysName } from './sys-name.js';
export { isTrackingStatus, TRACKING_STATUSES, type TrackingStatus } from './tracking-status.js';
export { titleHasTrackingWord, titleNeedsTrackingMessage, TRACKING_WORDS, trackingWord } from './tracking-words.js';

import { CaseContext, runSuite } from '../support/suite.js';
import { anonymousLookups } from './anonymous-lookups.case.js';
import {
  addressKeys,
  passwordGuessing,
  productionSurface,
  queueBoardCsrf,
  requestLogRedaction,
  reviewedInputs,
  signOutByGet,
} from './auth-review.cases.js';
import { browserXss } from './browser-xss.case.js';
import { detectionEngine } from './detection.cases.js';
import { publicEndpoints } from './endpoints.cases.js';
import { deepJson, dotSegments, typedFilters } from './input-review.cases.js';
import { npmAudit } from './npm-audit.case.js';
import { richTextCaps } from './rich-text.case.js';
import {
  crossSite,
  oversizedBodies,
  pathTraversal,
  sessionCookie,
  sqlInjection,
  staffAccess,
} from './security.cases.js';

const shared = new CaseContext('shared');

await runSuite(
  'hostile',
  [
    detectionEngine,
    publicEndpoints(shared),
    anonymousLookups(shared),
    sqlInjection(shared),
    pathTraversal(shared),
    oversizedBodies(shared),
    staffAccess(shared),
    crossSite(shared),
    sessionCookie(shared),
    browserXss(shared),
    signOutByGet(shared),
    passwordGuessing(shared),
    productionSurface(shared),
    queueBoardCsrf(shared),
    reviewedInputs(shared),
    typedFilters(shared),
    deepJson(shared),
    dotSegments(shared),
    richTextCaps(shared),
    addressKeys,
    requestLogRedaction,
    npmAudit,
  ],
  { shared },
);

// The members' side of the API: registration and sign-in (/api/auth), their account (/api/user),
// the credibility search, claims, documents and service requests.
import { claimIdSchema, claimListSchema, documentIdSchema, newClaimSchema, serviceRequestSchema } from "#shared/schemas/claims";
import { credibilitySearchSchema } from "#shared/schemas/credibility";
import { deviceActionSchema, memberLoginSchema, registerSchema, resetCompleteSchema, resetRequestSchema } from "#shared/schemas/members";
import { named, type RouteDocs } from "../route-doc";
import { UPLOAD_ROUTE_DESCRIPTION } from "./upload-doc";

export const MEMBER_DOCS: RouteDocs = {
  "POST /api/auth/register": {
    tag: "Member session",
    auth: "public",
    summary: "Register with an invitation code; signs in on this device",
    body: named("Register", registerSchema),
    deviceHeaders: true,
    answer: "MemberRegistered",
    errors: [403, 409],
  },
  "POST /api/auth/login": {
    tag: "Member session",
    auth: "public",
    summary: "Sign in on this device; sets the member session cookie",
    description: "A device past the member's device limit is refused (403). Failed attempts are throttled (429).",
    body: named("MemberLogin", memberLoginSchema),
    deviceHeaders: true,
    answer: "MemberSignedIn",
    errors: [401, 403, 429],
  },
  "POST /api/auth/logout": { tag: "Member session", auth: "member", summary: "Sign out of this device", answer: "Message" },
  "POST /api/auth/password-reset/request": {
    tag: "Member session",
    auth: "public",
    summary: "Ask for a password reset by e-mail (a link) or SMS (a code)",
    description: "Answers the same whether or not the identifier belongs to a member.",
    body: named("ResetRequest", resetRequestSchema),
    answer: "ResetRequested",
  },
  "POST /api/auth/password-reset/complete": {
    tag: "Member session",
    auth: "public",
    summary: "Set a new password with the e-mailed token, or `<resetId>.<code>` from an SMS",
    body: named("ResetComplete", resetCompleteSchema),
    answer: "Message",
  },
  "GET /api/auth/user": {
    tag: "Member session",
    auth: "member",
    summary: "The signed-in member (401 is the normal answer when signed out)",
    answer: "MemberSignedIn",
  },

  "GET /api/user/devices": { tag: "Member account", auth: "member", summary: "The member's devices and their limit", answer: "Devices" },
  "POST /api/user/devices": { tag: "Member account", auth: "member", summary: "Rename or revoke one of the member's devices", body: named("DeviceAction", deviceActionSchema), answer: "DeviceChange", errors: [404] },
  "GET /api/user/activity": { tag: "Member account", auth: "member", summary: "The member's recent activity", answer: "Activity" },
  "GET /api/user/subscription": { tag: "Member account", auth: "member", summary: "The member's package, its state and quotas", answer: "MemberSubscription" },
  "GET /api/user/storage": { tag: "Member account", auth: "member", summary: "What the member's documents take on disk, and their storage quota", answer: "MemberStorage" },
  "GET /api/user/countdown-status": { tag: "Member account", auth: "member", summary: "The purchase and access countdown windows", answer: "CountdownStatus" },
  "POST /api/user/start-purchase-countdown": { tag: "Member account", auth: "member", summary: "Start the purchase window (once; later calls answer the same deadline)", answer: "CountdownStarted" },
  "POST /api/user/start-access-countdown": { tag: "Member account", auth: "member", summary: "Start the access window (once; later calls answer the same deadline)", answer: "CountdownStarted" },
  "GET /api/credibility-entries": {
    tag: "Credibility",
    auth: "member",
    summary: "Search the credibility database, 20 a page",
    description: "Open while the member's access window runs (403 once it has ended).",
    query: named("CredibilitySearch", credibilitySearchSchema),
    answer: "CredibilitySearch",
    errors: [403],
  },

  "POST /api/claims": {
    tag: "Claims",
    auth: "member",
    summary: "File a claim; takes one unit of the package's quota for its service",
    body: named("NewClaim", newClaimSchema),
    answer: "ClaimChange",
    errors: [403, 409],
  },
  "GET /api/claims": { tag: "Claims", auth: "member", summary: "The member's claims, filtered, 25 a page", query: named("ClaimQuery", claimListSchema), answer: "Claims" },
  "GET /api/claims/{id}": { tag: "Claims", auth: "member", summary: "One of the member's claims with its documents and history", params: { id: claimIdSchema }, answer: "ClaimDetail", errors: [404] },
  "POST /api/claims/{id}/cancel": { tag: "Claims", auth: "member", summary: "Cancel one of the member's claims while it is still submitted", params: { id: claimIdSchema }, answer: "ClaimChange", errors: [404, 409] },
  "POST /api/claims/{id}/documents": {
    tag: "Claims",
    auth: "member",
    summary: "Upload documents to one of the member's claims",
    description: UPLOAD_ROUTE_DESCRIPTION,
    params: { id: claimIdSchema },
    body: "multipart",
    answer: "DocumentsAdded",
    errors: [403, 404, 409],
  },
  "GET /api/documents/{id}": {
    tag: "Claims",
    auth: "member-cookies",
    summary: "Download a document of one of the member's claims",
    description: "A link the browser follows: the session and device cookies, no device headers. Another member's document is a 404.",
    params: { id: documentIdSchema },
    answer: { contentType: "application/octet-stream", format: "binary", description: "The stored file as an attachment (its own content type, never shown inline)" },
    errors: [404],
  },
  "GET /api/service-requests": { tag: "Claims", auth: "member", summary: "The member's service requests", answer: "ServiceRequests" },
  "POST /api/service-requests": {
    tag: "Claims",
    auth: "member-optional",
    summary: "Ask for a service; a signed-in member's request carries their account (limited an hour per member, or per address for visitors)",
    body: named("ServiceRequestForm", serviceRequestSchema),
    answer: "ServiceRequestSent",
    errors: [429],
  },
};

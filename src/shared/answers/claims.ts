// Answers about claims, their documents and history, the member's storage and service requests.
import { z } from "#zod";
import { CLAIM_STATUSES, SERVICE_REQUEST_TYPES } from "../schemas/claims";
import { day, money, nullable, page, success, timestamp, uuid, withMessage } from "./common";

const claimStatus = z.enum(CLAIM_STATUSES);
export const claim = z.object({
  id: uuid,
  userId: uuid,
  username: z.string(),
  claimNumber: nullable(z.string()),
  propertyAddress: z.string(),
  homeowner: z.string(),
  col: day,
  dol: day,
  inspectionStatus: z.string(),
  serviceRequestType: z.enum(SERVICE_REQUEST_TYPES),
  originalClaimAmount: nullable(money),
  finalClaimAmount: nullable(money),
  status: claimStatus,
  notes: nullable(z.string()),
  state: nullable(z.string()).meta({
    description: "Two capital letters of a US state, which decide the claim's deadline rules; read from the address when left out",
  }),
  documentCount: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ClaimView = z.output<typeof claim>;
export const claimHistory = z.object({
  fromStatus: nullable(claimStatus),
  toStatus: claimStatus,
  note: nullable(z.string()),
  actor: z.string(),
  at: timestamp,
});
export const document = z.object({
  id: uuid,
  claimId: nullable(uuid),
  originalFilename: z.string(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  fileType: z.string(),
  uploadedAt: timestamp,
});
export type DocumentView = z.output<typeof document>;
export const serviceRequest = z.object({
  id: uuid,
  userId: nullable(uuid),
  username: nullable(z.string()),
  name: z.string(),
  email: z.string(),
  phone: nullable(z.string()),
  serviceType: z.string(),
  planType: z.string(),
  description: nullable(z.string()),
  createdAt: timestamp,
});
export type ServiceRequestView = z.output<typeof serviceRequest>;

export const claimsAnswer = success({ claims: z.array(claim), ...page });
export type ClaimsAnswer = z.output<typeof claimsAnswer>;
export const claimDetailAnswer = success({ claim, documents: z.array(document), history: z.array(claimHistory) });
export type ClaimDetailAnswer = z.output<typeof claimDetailAnswer>;
export const claimChangeAnswer = withMessage({ claim });
export type ClaimChangeAnswer = z.output<typeof claimChangeAnswer>;
export const documentsAnswer = withMessage({ documents: z.array(document) });
export type DocumentsAnswer = z.output<typeof documentsAnswer>;
/** The bytes the member's documents take, and the most they may take (AAN_STORAGE_QUOTA_MB). */
export const memberStorageAnswer = success({
  usedBytes: z.number().int().meta({ description: "What the member's documents take, in bytes" }),
  quotaBytes: z.number().int().meta({ description: "The most they may take (AAN_STORAGE_QUOTA_MB); an upload past it is refused (413)" }),
});
export type MemberStorageAnswer = z.output<typeof memberStorageAnswer>;
export const serviceRequestsAnswer = success({ requests: z.array(serviceRequest) });
export type ServiceRequestsAnswer = z.output<typeof serviceRequestsAnswer>;
export const serviceRequestAnswer = withMessage({ request: serviceRequest });
export type ServiceRequestAnswer = z.output<typeof serviceRequestAnswer>;

/** Views several answers share, by the name the OpenAPI document gives them (#/components/schemas/<name>). */
export const NAMED_VIEWS = {
  Claim: claim,
  ClaimHistoryEntry: claimHistory,
  Document: document,
  ServiceRequest: serviceRequest,
} as const;

/** This area's answers by the name the OpenAPI document gives them (#/components/schemas/<name>Answer). */
export const NAMED_ANSWERS = {
  Claims: claimsAnswer,
  ClaimDetail: claimDetailAnswer,
  ClaimChange: claimChangeAnswer,
  DocumentsAdded: documentsAnswer,
  MemberStorage: memberStorageAnswer,
  ServiceRequests: serviceRequestsAnswer,
  ServiceRequestSent: serviceRequestAnswer,
} as const;

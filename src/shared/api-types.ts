// Shapes of API answers that the web reads (the server builds them in src/core).
export type CredibilityEntryView = {
  id: string;
  contractorName: string;
  contractorCompany: string;
  contractorAddress: string;
  contractorPhone: string | null;
  contractorEmail: string | null;
  clientName: string;
  clientAddress: string;
  claimType: string;
  originalAmount: string | null;
  reducedAmount: string | null;
  finalAmount: string | null;
  deductible: string | null;
  publicAdjuster: string | null;
  fieldAdjuster: string | null;
  deskAdjuster: string | null;
  notes: string | null;
  successStory: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
};

export type AuditEntryView = {
  id: number;
  at: string;
  actor: string;
  adminId: string | null;
  clientAddress: string | null;
  userAgent: string | null;
  action: string;
  outcome: "success" | "failure" | "denied" | "throttled";
  detail: string | null;
};

export type AdminSummary = { id: string; username: string; fullName: string; role: "admin" | "super_admin" };

// Every toast of the admin screens (spec §8), as data: the texts are pinned by unit tests and the
// components only pick one and pass it to toast().
import { serverErrorMessage } from "../../../lib/api-client";
import { failureDescription } from "./failure-text";

export type AdminToast = { title: string; description?: string; variant: "default" | "destructive" };

const success = (title: string, description?: string): AdminToast =>
  description ? { title, description, variant: "default" } : { title, variant: "default" };
const failure = (title: string, description?: string): AdminToast =>
  description ? { title, description, variant: "destructive" } : { title, variant: "destructive" };

/** The server's success message when it sent one, else the text the spec gives. */
const said = (message: string | undefined, fallback: string) => success(message || fallback);

export const adminToasts = {
  // Session
  loginSucceeded: (fullName: string) => success("Admin Login Successful", `Welcome back, ${fullName}`),
  /** The server answered 2xx but with success:false. */
  loginRefused: (error: string | undefined) => failure("Login Failed", error || "Invalid credentials"),
  loginFailed: (error: unknown) =>
    failure("Login Failed", failureDescription(error, { answered: "Invalid credentials", thrown: "Unable to authenticate" })),
  authenticationRequired: () => failure("Authentication Required", "Please log in to access admin panel"),

  // Setup
  setupSucceeded: (codeCount: number) =>
    success("System Initialized", `Super admin created and ${codeCount} invitation codes generated`),
  setupRefused: (error: string | undefined) => failure("Setup Failed", error || "Failed to create admin account"),
  setupFailed: (error: unknown) =>
    failure(
      "Setup Failed",
      failureDescription(error, { answered: "Failed to create admin account", thrown: "Unable to create admin account" }),
    ),

  // Invitation codes
  codesGenerated: (message: string | undefined, count: number) => said(message, `Generated ${count} new invitation codes`),
  customCodeCreated: (message: string | undefined, code: string) => said(message, `Created custom code: ${code}`),
  codeAssigned: (message: string | undefined, code: string) => said(message, `Code ${code} assigned successfully`),
  codeUnassigned: (message: string | undefined, code: string) => said(message, `Code ${code} unassigned successfully`),
  codeCopied: (code: string) => success(`Code ${code} copied to clipboard`),
  copyFailed: (code: string) => failure("Copy failed", `Select and copy ${code} by hand`),
  fetchCodesFailed: () => failure("Failed to fetch invitation codes"),
  generateFailed: () => failure("Failed to generate codes"),
  customCodeFailed: (error: unknown) => failure("Failed to create custom code", serverErrorMessage(error)),
  assignFailed: (error: unknown) => failure("Failed to assign code", serverErrorMessage(error)),
  unassignFailed: (error: unknown) => failure("Failed to unassign code", serverErrorMessage(error)),

  // Credibility entries
  entryCreated: (message: string | undefined) => said(message, "Entry created successfully"),
  entryUpdated: (message: string | undefined) => said(message, "Entry updated successfully"),
  entryDeleted: (message: string | undefined) => said(message, "Entry deleted successfully"),
  fetchEntriesFailed: () => failure("Failed to fetch credibility entries"),
  saveEntryFailed: (error: unknown) => failure("Failed to save entry", serverErrorMessage(error)),
  deleteEntryFailed: () => failure("Failed to delete entry"),

  // Credentials and audit log
  credentialsUpdated: (message: string | undefined) => said(message, "Admin credentials updated successfully"),
  credentialsFailed: (error: unknown) => failure("Failed to update credentials", serverErrorMessage(error)),
  fetchAuditFailed: () => failure("Failed to fetch audit log"),

  /**
   * A client-side check failed. The spec writes some messages as "Title: description"
   * ('Invalid Count: Please enter a number between 1 and 100'); those become title and line.
   */
  invalidInput: (message: string) => {
    const at = message.indexOf(": ");
    return at > 0 ? failure(message.slice(0, at), message.slice(at + 2)) : failure(message);
  },
} as const;

// A page of the service as a full address (AAN_BASE_URL and the page's path), for messages that
// leave the service: a notice carries the way back to what it is about.
import type { AppConfig } from "./config";

export const pageUrl = (config: Pick<AppConfig, "baseUrl">, path: string): string => `${config.baseUrl.replace(/\/+$/, "")}${path}`;

// What the admin and member use-case wrappers share: run the body, and when it refuses (a
// DomainError thrown at once or by the promise it returns) record the refusal after the rollback,
// then let the refusal go on to the caller unchanged.
import { DomainError } from "#shared/errors";

export function runRecordingRefusals<T>(body: () => T, recordRefusal: (error: DomainError) => void): T {
  const onError = (error: unknown): never => {
    if (error instanceof DomainError) recordRefusal(error);
    throw error;
  };
  try {
    const result = body();
    if (result instanceof Promise) return result.catch(onError) as T;
    return result;
  } catch (error) {
    return onError(error);
  }
}

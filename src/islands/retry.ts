/**
 * Loads a module, and once more if the first attempt fails (a dropped connection on a phone is the usual cause;
 * the browser fetches a failed module again). A second failure is the caller's to show.
 */
export function retried<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => load());
}

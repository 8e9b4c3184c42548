/** The SystemJS loader that index.html installs as a global. */
declare global {
  interface SystemJSLoader {
    import<T = unknown>(specifier: string, parentUrl?: string): Promise<T>;
    resolve(specifier: string, parentUrl?: string): string;
    delete(id: string): false | (() => void);
    has(id: string): boolean;
  }
  var System: SystemJSLoader;
}
export {};

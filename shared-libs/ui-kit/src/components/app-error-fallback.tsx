/** What a player sees when an app crashes while rendering: a message and a way out, never a blank. */
export function AppErrorFallback({ app, error }: { app: string; error: Error }) {
  console.error(`[${app}] render error`, error);
  return (
    <div role="alert" className="arena-app-error" data-app-error={app}>
      <p>Something went wrong on this page.</p>
      <button type="button" onClick={() => window.location.reload()}>
        page refresh
      </button>
    </div>
  );
}

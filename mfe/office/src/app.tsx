import { Link, useBusState } from '@arena/ui-kit';


export function OfficeApp() {
  const lng = useBusState('language');
  return (
    <section className="arena-office" data-testid="app-office" data-build-label={__ARENA_BUILD_LABEL__}>
      <h1>Personal office</h1>
      <p>
        <Link href={`/${lng}/`}>Back to betting</Link>
      </p>
    </section>
  );
}

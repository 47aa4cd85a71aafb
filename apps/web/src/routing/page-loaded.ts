/**
 * Settles once the page at `pathname` can show at once (its module and texts are there): for a
 * caller that navigates and then changes what the page being left would decide (signing out shows
 * the landing page, not the 403 page of the page left). The router provides it (app/router.tsx),
 * so that a feature asking it does not import the app's route table.
 */
let loadPage: (pathname: string) => Promise<unknown> = () => Promise.resolve();

export function providePageLoader(load: (pathname: string) => Promise<unknown>): void {
  loadPage = load;
}

export function pageLoaded(pathname: string): Promise<unknown> {
  return loadPage(pathname);
}

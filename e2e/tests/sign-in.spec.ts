import { expect, openDashboard, test } from '../support/fixtures';
import { corsHeaders, LoginPage, signInAs, USERS } from '../support/portal';

test('/ lands exactly on /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('http://localhost:8080/login');
  await expect(page.getByRole('heading', { name: 'Welcome to our Vet Portal' })).toBeVisible();
});

test('a good login lands on the dashboard with the brand logo and phone', async ({ page }) => {
  await signInAs(page, USERS.directStaff);
  await expect(page.getByTestId('brand-logo')).toHaveAttribute('alt', 'Lawnswood logo');
  await expect(page.getByTestId('brand-logo')).toHaveJSProperty('complete', true);
  expect(await page.getByTestId('brand-logo').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('brand-phone')).toContainText(/\d{2} \d{4} \d{4}/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Latest Stock Information' })).toHaveAttribute(
    'target',
    '_blank',
  );
});

test('the username matches its contact ignoring case', async ({ page }) => {
  await signInAs(page, 'Direct.Staff@Example.com');
  const profile = await page.evaluate(() => JSON.parse(localStorage.getItem('portalSession') ?? 'null') as { role: string } | null);
  expect(profile?.role).toBe('Level 1');
});

test('a signed-out visit to /dashboard goes to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a 401 in the middle of a session goes to /login and clears the token', async ({ pageAs }) => {
  const page = await pageAs('directStaff');
  await openDashboard(page);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  await page.route('**/portal/vet/service_types', (route) =>
    route.fulfill({ status: 401, headers: corsHeaders, json: { errors: { detail: 'Unauthorized' } } }),
  );
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('logout signs out and a reload stays signed out', async ({ pageAs }) => {
  const page = await pageAs('directStaff');
  await openDashboard(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

// Issue 17: /login opened cold is a first screen (host/src/first-screen/login.tsx): React and the page,
// no federation runtime, no remote, no UI kit; signing in from it opens the full app.
test('/login opens as a first screen, without the federated app, and signing in from it opens the dashboard', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /remoteEntry|mf-manifest/.test(request.url())) loaded.push(request.url());
  });
  const login = new LoginPage(page);
  await login.goto();
  await expect(login.submit()).toBeEnabled();
  const beforeSignIn = [...loaded];
  expect(beforeSignIn.length).toBeGreaterThan(0);
  expect(beforeSignIn.filter((url) => !url.startsWith('http://localhost:8080/first/'))).toEqual([]);
  expect(await page.locator('style[data-emotion], [class*="chakra"]').count()).toBe(0);

  await login.signIn(USERS.directStaff);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test("the in-app sign-in page leaves nothing of its look on the app's pages after it", async ({ pageAs }) => {
  const page = await pageAs('directStaff');
  await openDashboard(page);
  const backdrop = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const before = await backdrop();
  // Logout opens /login inside the app: the light screen, its stylesheet brought in by the route.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await new LoginPage(page).signIn(USERS.directStaff);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(await backdrop()).toBe(before);
});


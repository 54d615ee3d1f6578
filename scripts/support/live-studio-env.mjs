// The live studio's settings in the build npm test makes (scripts/test.mjs): a repository and a
// sign-in service that exist only as the GitHub stand-in the studio's end-to-end test starts
// (tests/support/github-standin/), reached through Chromium's --host-resolver-rules.
export const TEST_STUDIO_ENV = {
  STUDIO_GITHUB_REPO: 'kilele-digital/website',
  STUDIO_AUTH_URL: 'https://sveltia-cms-auth.kilele-digital.workers.dev',
};

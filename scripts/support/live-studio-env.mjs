// The live studio's settings in the build npm test makes (scripts/test.mjs): a repository and a
// sign-in service that exist only as the GitHub stand-in the studio's end-to-end test starts
// (tests/support/github-standin/), reached through Chromium's --host-resolver-rules. The box beside
// a publishing save looks again every 5 s rather than 30, so the studio's test waits seconds, not
// minutes, for each host's report.
export const TEST_STUDIO_ENV = {
  STUDIO_GITHUB_REPO: 'kilele-digital/website',
  STUDIO_AUTH_URL: 'https://sveltia-cms-auth.kilele-digital.workers.dev',
  STUDIO_PUBLISH_POLL_SECONDS: '5',
};

/** The analytics page script, or '' when analytics is off (integrations/analytics.ts). */
declare module 'virtual:analytics' {
  const script: string;
  export default script;
}

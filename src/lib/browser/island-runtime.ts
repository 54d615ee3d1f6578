/**
 * The id of the element the build leaves where Astro's island runtime was (src/lib/build/served-html.ts):
 * a `<template>` whose `data-src` is the runtime's file, fetched when a visitor first shows intent
 * towards an island (src/directives/interaction.ts).
 */
export const ISLAND_RUNTIME_ID = 'island-runtime';

// @vitest-environment jsdom
// An act that lands in the moment React has hydrated an island but not yet run its effects. Astro
// hydrates in a transition, so React commits the hydration in one task and runs the commit's
// effects in a later one, after the browser may paint and deliver input (React's scheduler yields
// once a commit asks for paint). A tap in between reaches React's handlers: it must not be undone by
// the island taking over the state the first-act script (src/directives/first-acts.ts) left.
//
// React tells React DevTools of every commit, as the commit ends and before its effects: the test
// installs that hook before react-dom loads and taps from a microtask queued there, which runs
// before the scheduler's next task, as a tap would in a browser.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTransition, type ReactElement } from 'react';

const commits = vi.hoisted(() => {
  const state: { next: (() => void) | null } = { next: null };
  // The parts of React DevTools' hook react-dom calls (it checks `supportsFiber` and calls `inject`).
  Object.assign(globalThis, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: () => {
        const act = state.next;
        state.next = null;
        if (act) queueMicrotask(act);
      },
    },
  });
  return state;
});

import { screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import site from '../../content/site.json';
import { installFirstActs, siteNavActs } from '../../src/directives/first-acts';
import Carousel from '../../src/islands/Carousel';
import SiteNav from '../../src/islands/SiteNav';
import type { NavItem, NavLink } from '../../src/lib/browser/nav';
import { serverOnly } from '../../src/lib/browser/server-only';
import { UI_LABELS } from '../../src/lib/browser/ui-labels';

const { nav, headerCta } = site.agency as { nav: NavItem[]; headerCta: NavLink };
const SECTIONS = nav.filter((item) => item.children?.length).map((item) => item.label);

beforeAll(() => {
  // Updates here come from the page's own tasks, not from inside act().
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  installFirstActs(document, [siteNavActs]);
  // jsdom applies none of the site's CSS, and its own stylesheet hides the menu (a popover, which the
  // hamburger opens without JavaScript); global.css shows it from data-open.
  const shown = document.head.appendChild(document.createElement('style'));
  shown.textContent = '[popover] { display: block; }';
});

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
});

/** The island as the page serves it: its server HTML inside an <astro-island ssr>. */
function serverIsland(html: string): HTMLElement {
  const island = document.body.appendChild(document.createElement('astro-island'));
  island.setAttribute('ssr', '');
  island.innerHTML = html;
  return island;
}

/** Hydrates as Astro does (`ssr` gone, hydrateRoot in a transition); `act` runs as its commit ends. */
function hydrate(island: HTMLElement, element: ReactElement, act: () => void): void {
  commits.next = act;
  island.removeAttribute('ssr');
  startTransition(() => {
    root = hydrateRoot(island, element);
  });
}

describe('SiteNav: a tap as React hydrates it', () => {
  it.each(SECTIONS)(
    'the phone menu opened by the page, %s tapped as hydration commits: it expands and stays expanded',
    async (section) => {
      const island = serverIsland(
        renderToString(<SiteNav menu={serverOnly({ items: nav, cta: headerCta })} currentPath="/" />),
      );
      screen.getByRole('button', { name: UI_LABELS.openMenu }).click();
      const menu = screen.getByRole('dialog', { name: UI_LABELS.menu });
      const button = within(menu).getByRole('button', { name: section });
      let readyWhenTapped: boolean | undefined;
      hydrate(island, <SiteNav menu={{}} currentPath="/" />, () => {
        readyWhenTapped = island.querySelector('[data-site-nav]')!.hasAttribute('data-ready');
        button.click();
      });
      await waitFor(() => expect(island.querySelector('[data-site-nav]')).toHaveAttribute('data-ready'));
      expect(readyWhenTapped).toBeDefined();
      // Its effects have run: the state is React's, and the tap is in it.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('dialog', { name: UI_LABELS.menu })).toBe(menu);
      for (const other of SECTIONS.filter((label) => label !== section))
        expect(within(menu).getByRole('button', { name: other })).toHaveAttribute('aria-expanded', 'false');
    },
  );
});

describe('Carousel: a tap as React hydrates it', () => {
  const titles = ['Storefront Homepage', 'Product Pages', 'Wholesale Ordering'];
  const gallery = () => (
    <Carousel label="Screenshots" titles={titles}>
      {titles.map((title, i) => (
        <div key={title} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${titles.length}`}>
          <h3>{title}</h3>
        </div>
      ))}
    </Carousel>
  );

  it('Next tapped as hydration commits: the gallery says slide 2 and stays there', async () => {
    const island = serverIsland(renderToString(gallery()));
    const region = screen.getByRole('region', { name: 'Screenshots' });
    const next = within(region).getByRole('button', { name: UI_LABELS.nextSlide });
    let tapped = false;
    hydrate(island, gallery(), () => {
      tapped = true;
      next.click();
    });
    await waitFor(() => expect(region).toHaveAttribute('data-enhanced'));
    expect(tapped).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(region.querySelector('[data-carousel-position]')).toHaveTextContent(`2 of ${titles.length}`);
    expect(within(region).getByRole('button', { name: UI_LABELS.previousSlide })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });
});

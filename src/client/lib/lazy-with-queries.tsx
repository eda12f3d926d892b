import {
  createElement,
  lazy,
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';

/**
 * React.lazy for a component that fetches: loads it and the data cache's provider
 * (query-provider.tsx) together and renders it inside that provider. Wrap it in a <Suspense>
 * boundary of its own, so pre-rendered HTML around it can hydrate before the chunks arrive.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint React.lazy has
export function lazyWithQueries<Component extends ComponentType<any>>(
  load: () => Promise<{ default: Component }>,
): LazyExoticComponent<Component> {
  return lazy(async () => {
    const [{ QueryProvider }, { default: Loaded }] = await Promise.all([
      import('./query-provider'),
      load(),
    ]);
    function WithQueries(props: ComponentProps<Component>) {
      return <QueryProvider>{createElement(Loaded, props)}</QueryProvider>;
    }
    return { default: WithQueries as Component };
  });
}

import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction, ShouldRevalidateFunction } from 'react-router';

/**
 * What a lazily loaded page module provides (pages export `Component`, optionally the others). Its
 * own file: the router (routes.tsx) and the catalogue slots (catalog-slots.tsx) that wrap some of
 * its pages both use it, and neither imports the other's types.
 */
export interface PageModule {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
  loader?: LoaderFunction;
  action?: ActionFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
}

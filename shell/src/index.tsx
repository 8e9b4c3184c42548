/** @arena/shell: the page frame parcel. Exports only its lifecycles. */
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AppErrorFallback } from '@arena/ui-kit';
import { Shell } from './frame/shell.tsx';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: Shell,
  errorBoundary: (error: Error) => <AppErrorFallback app="@arena/shell" error={error} />,
});

export const { bootstrap, mount, unmount } = lifecycles;

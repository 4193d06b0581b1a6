import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { Project, User } from '@pilewise/contracts';
import { theme } from '../app/provider';

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderWithProviders(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MantineProvider theme={theme}>
      <Notifications />
      <QueryClientProvider client={client}>
        <ModalsProvider>
          <MemoryRouter initialEntries={[route]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: '0b8f6a3e-8a8e-4d3c-9b8e-2f4f0f0d6a01',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: null,
    state: null,
    country: null,
    city: null,
    zipcode: null,
    profilePictureFullPath: null,
    subscriptionType: 'Trial',
    subscriptionEndsAt: '2030-01-01T00:00:00.000Z',
    designModes: [1, 2, 3, 4],
    sectionTypes: ['W6', 'W8'],
    userTour: [],
    userType: 'Engineer',
    adminemail: 'ada@example.com',
    isSuspended: false,
    invitationPending: false,
    role: 'Admin',
    company: { _id: '0b8f6a3e-8a8e-4d3c-9b8e-2f4f0f0d6a02', name: 'Acme Piling' },
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    _id: '0b8f6a3e-8a8e-4d3c-9b8e-2f4f0f0d6a10',
    parentId: null,
    childProjects: [],
    status: 'Active',
    project_view: 'private',
    isDraft: false,
    name: 'Mesa Verde',
    client: 'Example Developer LLC',
    designer: 'Ada Lovelace',
    company: 'Acme Piling',
    projectAddress: '',
    latitude: null,
    longitude: null,
    unitSystem: 'imperial',
    notes: '',
    revisionNumber: 0,
    version: 1,
    owner: '0b8f6a3e-8a8e-4d3c-9b8e-2f4f0f0d6a01',
    assignedReviewerId: null,
    username: 'Ada Lovelace',
    companyId: '0b8f6a3e-8a8e-4d3c-9b8e-2f4f0f0d6a02',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-02T00:00:00.000Z',
    design: {},
    ...overrides,
  };
}

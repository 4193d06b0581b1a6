import {
  Alert,
  Autocomplete,
  Button,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateAddressBodySchema, type UpdateAddressBody, type User } from '@pilewise/contracts';
import { errorMessage } from '../../../lib/api-client';
import { schemaValidator } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { showServerFieldError } from '../../../lib/field-errors';
import { useCities, useCountries, useStates, useUpdateAddress } from '../api/profile';

type Values = { country: string; state: string; city: string; zipcode: string };

// Address: country and state chosen from the util lists (a state is typed where the list has
// none for the country), the city chosen or typed.
export function AddressForm({ user }: { user: User }) {
  const update = useUpdateAddress();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      country: user.country ?? '',
      state: user.state ?? '',
      city: user.city ?? '',
      zipcode: user.zipcode ?? '',
    },
    validate: schemaValidator<UpdateAddressBody>(updateAddressBodySchema),
  });
  const { country, state } = form.values;
  const countries = useCountries();
  const states = useStates(country || null);
  const cities = useCities(country || null, state || null);
  const stateOptions = states.data?.map((s) => s.name) ?? [];
  // Keep a saved value that is not in the list selectable (an older or typed one).
  const countryOptions = withValue(countries.data?.map((c) => c.name) ?? [], country);

  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        form.resetDirty();
        notifySuccess('Address saved');
      },
      onError: (err) => void showServerFieldError(form, err),
    }),
  );

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="md">
            Address
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Country"
              searchable
              clearable
              data={countryOptions}
              nothingFoundMessage="No such country"
              {...form.getInputProps('country')}
              value={country || null}
              onChange={(value) => form.setValues({ country: value ?? '', state: '', city: '' })}
            />
            {stateOptions.length > 0 ? (
              <Select
                label="State"
                searchable
                clearable
                data={withValue(stateOptions, state)}
                {...form.getInputProps('state')}
                value={state || null}
                onChange={(value) => form.setValues({ state: value ?? '', city: '' })}
              />
            ) : (
              <TextInput
                label="State / region"
                autoComplete="address-level1"
                {...form.getInputProps('state')}
              />
            )}
            <Autocomplete
              label="City"
              data={cities.data ?? []}
              autoComplete="address-level2"
              {...form.getInputProps('city')}
            />
            <TextInput label="Zip code" autoComplete="postal-code" {...form.getInputProps('zipcode')} />
          </SimpleGrid>
          {update.isError && !Object.keys(form.errors).length && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(update.error)}
            </Alert>
          )}
          <Button type="submit" loading={update.isPending} w="fit-content">
            Save address
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

const withValue = (options: string[], value: string) =>
  value && !options.includes(value) ? [value, ...options] : options;

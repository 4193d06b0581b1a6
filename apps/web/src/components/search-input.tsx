import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

// The search box of a list (projects, the Super admin's companies): labelled Search, a search
// field to assistive technology and the browser (its clear button), each change told at once.
export function SearchInput({
  placeholder,
  value,
  onSearch,
  w,
}: {
  placeholder: string;
  value: string;
  onSearch: (text: string) => void;
  w: number;
}) {
  return (
    <TextInput
      label="Search"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(e) => onSearch(e.currentTarget.value)}
      w={w}
      type="search"
    />
  );
}

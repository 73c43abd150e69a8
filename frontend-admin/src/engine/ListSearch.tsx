import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton, InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ListSearchProps {
  /** The search in the URL. */
  value: string;
  onSearch: (search: string) => void;
}

/** The search box of every list: words one of the list's text fields contains, sent on Enter or the button. */
export function ListSearch({ value, onSearch }: ListSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]); // back/forward and links change the URL's search

  return (
    <Box
      component="form"
      aria-label={t('list.search')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextField
        size="small"
        type="search"
        label={t('list.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: 200 },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" size="small" edge="end" aria-label={t('list.searchButton')}>
                  <SearchIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
        sx={{ minWidth: 260 }}
      />
    </Box>
  );
}

import { createTheme } from '@mui/material';

export const adminTheme = createTheme({
  palette: {
    primary: { main: '#1a56db' },
  },
});

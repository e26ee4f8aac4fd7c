import { bool, instant, int, open, rec, str, uuid } from '../responses/common.ts';

export const SavedViewAnswer = rec({
  id: uuid,
  list: str,
  name: str,
  state: open,
  isDefault: bool,
  version: int,
  createdAt: instant,
  updatedAt: instant,
});

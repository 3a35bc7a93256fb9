// How a refused call reads as form messages lives in core (the sign-in in widgets needs it too).
export { readFailure, type FormFailure } from '@sfc/core';

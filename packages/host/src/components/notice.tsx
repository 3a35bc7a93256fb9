// The message box is shared with the embeddable elements (the sign-in renders it in both).
export { Notice, type NoticeProps } from '@sfc/widgets/features/shared/notice.js';

import { fixed } from './define.ts';

/** Customer service tickets and content management (admin spec §2.10, §2.12). */
export const serviceContentErrors = {
  SUPPORT_TICKET_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此客服工單',
    'zh-CN': '找不到此客服工单',
    'en-US': 'This support ticket was not found',
  }),
  SUPPORT_TICKET_CLOSED: fixed(409, {
    'zh-TW': '此工單已關閉，無法再回覆',
    'zh-CN': '此工单已关闭，无法再回复',
    'en-US': 'This ticket is closed and takes no more replies',
  }),
  SUPPORT_STATUS_TRANSITION: fixed(409, {
    'zh-TW': '工單狀態無法這樣變更（開啟 → 處理中 → 已解決 → 已關閉）',
    'zh-CN': '工单状态无法这样变更（开启 → 处理中 → 已解决 → 已关闭）',
    'en-US': 'A ticket cannot move to that status (open → in progress → resolved → closed)',
  }),
  SUPPORT_AGENT_INVALID: fixed(400, {
    'zh-TW': '指派的客服人員不存在或沒有客服權限',
    'zh-CN': '指派的客服人员不存在或没有客服权限',
    'en-US': 'The assignee does not exist or may not work on customer service',
  }),
  CONTENT_ARTICLE_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此文章',
    'zh-CN': '找不到此文章',
    'en-US': 'This article was not found',
  }),
  CONTENT_SLUG_TAKEN: fixed(409, {
    'zh-TW': '此網址代稱已被使用',
    'zh-CN': '此网址代称已被使用',
    'en-US': 'This slug is already in use',
  }),
  CONTENT_CATEGORY_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此分類',
    'zh-CN': '找不到此分类',
    'en-US': 'This category was not found',
  }),
  CONTENT_CATEGORY_INVALID: fixed(400, {
    'zh-TW': '所選的分類不存在',
    'zh-CN': '所选的分类不存在',
    'en-US': 'The chosen category does not exist',
  }),
  CONTENT_CATEGORY_CYCLE: fixed(400, {
    'zh-TW': '上層分類不能是自己或自己的子分類',
    'zh-CN': '上层分类不能是自己或自己的子分类',
    'en-US': 'A category cannot sit under itself or one of its own subcategories',
  }),
  CONTENT_TAG_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此標籤',
    'zh-CN': '找不到此标签',
    'en-US': 'This tag was not found',
  }),
  CONTENT_TAG_INVALID: fixed(400, {
    'zh-TW': '所選的標籤不存在',
    'zh-CN': '所选的标签不存在',
    'en-US': 'One of the chosen tags does not exist',
  }),
  CONTENT_NAME_TAKEN: fixed(409, {
    'zh-TW': '此名稱已被使用',
    'zh-CN': '此名称已被使用',
    'en-US': 'This name is already in use',
  }),
  CONTENT_MEDIA_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此檔案',
    'zh-CN': '找不到此文件',
    'en-US': 'This file was not found',
  }),
  CONTENT_MEDIA_TYPE_REFUSED: fixed(415, {
    'zh-TW': '不支援的檔案類型：只接受 PNG、JPEG、GIF、WebP 圖片與 PDF（依檔案內容判斷）',
    'zh-CN': '不支持的文件类型：只接受 PNG、JPEG、GIF、WebP 图片与 PDF（依文件内容判断）',
    'en-US':
      'Unsupported file type: only PNG, JPEG, GIF, WebP images and PDF are accepted (judged by content)',
  }),
  CONTENT_MEDIA_TOO_LARGE: fixed(413, {
    'zh-TW': '檔案最大 5 MB',
    'zh-CN': '文件最大 5 MB',
    'en-US': 'Files may be at most 5 MB',
  }),
};

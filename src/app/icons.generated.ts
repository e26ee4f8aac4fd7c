// Written by `npm run resources:index` (server/resources/write-icons.ts) from
// src/app/icon-names.ts and the menu and palette icons of the declarations in domain/<entity>/resource.ts.
import type { IconPaths } from '@blueprintjs/icons';

export const ICONS_16 = import.meta.glob<IconPaths>(
  '/node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{add,arrow-left,arrow-right,bank-account,blank,bold,book,bookmark,box,briefcase,calendar,camera,caret-down,caret-up,chart,chat,chevron-down,chevron-left,chevron-right,chevron-up,clean,cloud-upload,column-layout,cross,cross-circle,cube,dashboard,disable,document,document-share,dollar,double-caret-vertical,double-chevron-left,double-chevron-right,download,duplicate,edit,envelope,error,export,feed,filter-remove,flash,floppy-disk,folder-open,header-two,headset,help,history,import,info-sign,issue,italic,key-command,key-enter,link,list,lock,log-out,map,media,merge-columns,minus,moon,new-person,numbered-list,office,offline,people,person,pin,print,properties,refresh,remove,reset,search,shop,shopping-cart,small-cross,small-tick,star,star-empty,tag,th,th-list,tick,tick-circle,translate,trash,trending-down,truck,underline,undo,user,warning-sign}.js',
  { eager: true, import: 'default' },
);
export const ICONS_20 = import.meta.glob<IconPaths>(
  '/node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/{cloud-upload,cross,document,envelope,error,filter-remove,floppy-disk,info-sign,key-command,lock,refresh,search,small-cross,tick,trash,warning-sign}.js',
  { eager: true, import: 'default' },
);

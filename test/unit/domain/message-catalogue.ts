/**
 * Every translation key domain/ produces, with its English and Chinese text. The lead copies these
 * into locales/*.json (also written to docs/domain.md and notes/domain-locale-keys.json);
 * messages.test.ts checks that domain/ uses no key missing here and that the spec's messages of
 * part 1 §5 and part 2 §5 are all produced by a real rule. Interpolation is i18next's {{x}}.
 */
export interface CatalogueEntry {
  en: string;
  zh: string;
  /** the spec's own wording when it names this message */
  spec?: string;
}

export const CATALOGUE: Record<string, CatalogueEntry> = {
  'validation.required': { en: 'Field Required', zh: '此项为必填', spec: 'Field Required' },
  'validation.invalid': { en: 'Invalid value', zh: '无效的值' },
  'validation.invalidEmail': { en: 'Not valid Email', zh: '邮箱格式不正确', spec: 'Not valid Email' },
  'validation.tooLong': { en: 'Too long', zh: '内容过长' },
  'validation.tooShort': { en: 'Too short', zh: '内容过短' },
  'validation.min': { en: 'Value too small', zh: '数值过小' },
  'validation.max': { en: 'Value too large', zh: '数值过大' },
  'validation.integer': { en: 'Must be a whole number', zh: '必须为整数' },
  'validation.passwordTooShort': {
    en: 'The password needs at least 8 characters',
    zh: '密码至少需要 8 个字符',
  },
  'validation.invalidDate': { en: 'Not a valid date', zh: '日期格式不正确' },
  'validation.dateAlreadySelected': {
    en: 'Date already selected!',
    zh: '该日期已选择！',
    spec: 'Date already selected!',
  },
  'validation.timeStep': { en: 'Times go by steps of 5 minutes', zh: '时间须以 5 分钟为间隔' },
  'validation.fixErrors': {
    en: 'Please fix the errors before submitting',
    zh: '请先修正错误再提交',
    spec: 'Please fix the errors before submitting',
  },
  'validation.needOneArea': {
    en: 'Rules need a least one area',
    zh: '规则至少需要一个区域',
    spec: 'Rules need a least one area',
  },
  'validation.needOneRule': {
    en: 'Rules need a least one rules on each fees area',
    zh: '每个运费区域至少需要一条规则',
    spec: 'Rules need a least one rules on each fees area',
  },
  'validation.setMainPictures': {
    en: 'Please set main pictures',
    zh: '请设置主图',
    spec: 'Please set main pictures',
  },
  'offer.errors.needDeliveryDate': {
    en: 'Need a least one delivery date',
    zh: '至少需要一个配送日期',
    spec: 'Need a least one delivery date',
  },
  'offer.errors.needPackOrItem': {
    en: 'Need a least one pack or item',
    zh: '至少需要一个套餐或单品',
    spec: 'Need a least one pack or item',
  },
  'offer.errors.productNotAvailable': {
    en: 'Product is not available',
    zh: '商品不可用',
    spec: 'Product is not available',
  },
  'offer.errors.selectionNeedsItem': {
    en: 'Selections need at least one item',
    zh: '每个组合至少需要一个商品',
    spec: 'Selections need at least one item',
  },
  'offer.errors.needLotteryGifts': {
    en: 'Need to add lottery gifts',
    zh: '需要添加抽奖礼品',
    spec: 'Need to add lottery gifts',
  },
  'offer.errors.needLotteryDraw': { en: 'Need at least one lottery draw', zh: '至少需要一轮抽奖' },
  'offer.errors.formerPriceTooLow': {
    en: "Original price shouldn't be equal or less than the current price",
    zh: '原价不能等于或低于现价',
    spec: "Original price shouldn't be equal or less than the current price",
  },
  'offer.errors.lowestPriceTooHigh': {
    en: "Lowest price can't be above the price",
    zh: '最低价不能高于售价',
  },
  'offer.errors.bourseTierOrder': { en: "'To' can't be below 'From'", zh: '“至”不能小于“从”' },
  'offer.errors.unknownSelection': {
    en: 'Choose a pack or add-on of this channel',
    zh: '请选择本渠道的套餐或单品',
  },
  'offer.errors.endBeforeStart': {
    en: "End date can't be before the start date",
    zh: '结束日期不能早于开始日期',
  },
  'offer.errors.endTimeBeforeStart': {
    en: 'End time must be after the start time',
    zh: '结束时间必须晚于开始时间',
  },
  'offer.errors.startInPast': { en: "Start date can't be in the past", zh: '开始时间不能早于当前时间' },
  'offer.errors.needBourse': {
    en: 'A bourse offer needs at least one price tier',
    zh: '竞价团购至少需要一个价格区间',
  },
  'offer.errors.duplicateFeeArea': { en: 'This area is already listed', zh: '该区域已存在' },
  'offer.errors.lockedAfterStart': {
    en: "This field can't change once the offer has started",
    zh: '团购开始后此字段不可修改',
  },
  'offer.errors.discontinuedProducts': {
    en: 'Your order contains discontinued products, please choose available products.',
    zh: '您的订单包含已下架的商品，请选择可用商品。',
  },
  'offer.warnings.freeFallPrice': {
    en: 'add on {{name}} new price is {{price}}¥',
    zh: '加购 {{name}} 新价格为 {{price}}¥',
  },
  'offer.warnings.boursePrice': { en: 'New Bourse price is {{price}}¥', zh: '竞价新价格为 {{price}}¥' },
  'order.errors.needCustomer': { en: 'Need a customer', zh: '需要客户', spec: 'Need a customer' },
  'order.errors.needLine': {
    en: 'Need at least a pack or an add-on',
    zh: '至少需要一个套餐或加购商品',
    spec: 'Need at least a pack or an add-on',
  },
  'order.errors.duplicateLine': {
    en: 'The same pack or add-on is listed twice',
    zh: '同一套餐或加购商品重复出现',
  },
  'order.errors.fieldNotFilled': {
    en: '{{field}} not filled',
    zh: '{{field}}未填写',
    spec: '{field} not filled',
  },
  'order.fields.name': { en: 'Name', zh: '姓名' },
  'order.fields.phone': { en: 'Phone', zh: '电话' },
  'order.fields.address': { en: 'Address', zh: '地址' },
  'order.fields.city': { en: 'City', zh: '城市' },
  'order.fields.area': { en: 'Area', zh: '区域' },
  'order.errors.notEnoughStock': { en: 'Not enough stock: {{left}} left', zh: '库存不足：仅剩 {{left}}' },
  'order.errors.unknownLine': {
    en: 'This pack or add-on is not in the offer',
    zh: '该套餐或加购商品不在此团购中',
  },
  'order.errors.areaNotServed': {
    en: 'No delivery fee rule covers this area',
    zh: '该区域没有适用的运费规则',
  },
  'order.errors.belowMinimumAmount': {
    en: 'The order is below the minimum amount of {{min}}¥',
    zh: '订单金额低于最低金额 {{min}}¥',
  },
  'order.errors.belowMinimumItems': {
    en: 'The order needs at least {{min}} items',
    zh: '订单至少需要 {{min}} 件商品',
  },
  'order.errors.voucherNotEligible': {
    en: "This voucher can't be used on this order",
    zh: '此代金券不可用于该订单',
  },
  'order.errors.vouchersExceedTotal': {
    en: 'The vouchers add up to more than the order total',
    zh: '代金券总额超过订单总额',
  },
  'order.warnings.pendingOrders': {
    en: 'This customer already has pending orders: {{numbers}}',
    zh: '该客户已有待付款订单：{{numbers}}',
  },
  'claim.errors.selectValidOrder': {
    en: 'Please select a valid order',
    zh: '请选择有效的订单',
    spec: 'CREATE_REFUND_SELECT_A_VALID_ORDER',
  },
  'claim.errors.refundNotPaid': {
    en: 'You cannot apply a refund to this order. The order you selected is {{status}}.',
    zh: '无法对此订单申请退款。您选择的订单状态为{{status}}。',
    spec: 'You cannot apply a refund to this order. The order you selected is {status}.',
  },
  'claim.errors.noMoreThanActualAmount': {
    en: 'The refund cannot be more than the actual amount paid',
    zh: '退款金额不能超过实付金额',
    spec: 'CREATE_REFUND_NO_MORE_THAN_ACTUAL_AMOUNT',
  },
  'refund.errors.selectValidOrder': {
    en: 'Please select a valid Order',
    zh: '请选择有效的订单',
    spec: 'Please select a valid Order',
  },
  'refund.errors.noMoreThanActualAmount': {
    en: 'No more than actual amount',
    zh: '不能超过实付金额',
    spec: 'No more than actual amount',
  },
  'refund.errors.paymentInfoMissing': {
    en: 'Payment info is missing. Please refund this order manually.',
    zh: '缺少支付信息，请手动为此订单退款。',
  },
  'refund.confirm.manual': {
    en: 'Are you sure you want to refund this order manually?',
    zh: '确定要手动为此订单退款吗？',
  },
  'stock.errors.commentRequired': {
    en: 'Please add a comment',
    zh: '请添加备注',
    spec: 'Please add a comment',
  },
  'supplier.errors.exists': {
    en: 'Supplier already exists',
    zh: '供应商已存在',
    spec: 'Supplier already exists',
  },
  'product.errors.exists': { en: 'Product already exists', zh: '商品已存在', spec: 'Product already exists' },
  'errors.moveForbidden': {
    en: 'You are not allowed to make this status change',
    zh: '您无权进行此状态变更',
  },
  'errors.moveNotAllowed': { en: 'This status change is not allowed', zh: '不允许此状态变更' },
};

/** Spec messages that are the same words as another (the generic 'Required' variants). */
export const SPEC_ALIASES: Record<string, string> = {
  field_required: 'validation.required',
  Required: 'validation.required',
};

import { contactTexts } from '@logoya/core/i18n/areas/contact';
import { cancellationTable } from './cancellation.ts';
import { MODIFICATION_CANCEL_PERCENT } from './custom-plans.ts';
import type { CustomPlansContent } from './order-types.ts';
import { SERVICE } from './service-facts.ts';

// One name per plan: the same table names the plan in the message the "Hire us" button prefills.
const planNames = contactTexts.vi.form.plans;

const content: CustomPlansContent = {
  kind: 'custom',
  lead: 'Cần một logo mới hoàn toàn, hay muốn làm mới logo đang dùng? Đội ngũ nhà thiết kế của Logoya nhận thiết kế theo yêu cầu với bảng giá rõ ràng dưới đây.',
  priceNote: 'Giá tính bằng đồng Việt Nam (VND), đã bao gồm thuế.',
  hire: 'Thuê chúng tôi',
  hireFor: (name) => `Thuê chúng tôi – ${name}`,
  groups: {
    adjust: {
      heading: 'Chỉnh sửa logo sẵn có',
      intro: 'Dành cho bạn đã có logo hoặc bản phác thảo và muốn hoàn thiện, làm mới.',
    },
    create: {
      heading: 'Thiết kế logo mới',
      intro: 'Nhà thiết kế trao đổi với bạn về thương hiệu rồi sáng tác logo riêng từ đầu.',
    },
  },
  plans: {
    'layout-change': {
      name: planNames['layout-change'],
      summary: 'Sắp xếp lại biểu tượng và chữ của logo hiện tại cho cân đối, dễ dùng hơn.',
    },
    'redo-existing': {
      name: planNames['redo-existing'],
      summary: 'Giữ tinh thần logo cũ, thiết kế lại cho hiện đại và chuyên nghiệp hơn.',
    },
    'sketch-to-vector': {
      name: planNames['sketch-to-vector'],
      summary: 'Chuyển bản vẽ tay hoặc ảnh chụp logo thành tệp vector sắc nét.',
    },
    'extra-design': {
      name: planNames['extra-design'],
      summary: 'Thêm một phiên bản, ví dụ bản ngang, bản dọc hay bản một màu.',
    },
    basic: { name: planNames.basic, summary: 'Logo mới cho cửa hàng, hộ kinh doanh vừa khởi nghiệp.' },
    business: { name: planNames.business, summary: 'Nhiều phương án hơn để bạn và đối tác cùng lựa chọn.' },
    vip: {
      name: planNames.vip,
      summary: 'Đồng hành sát sao, chỉnh sửa không giới hạn cho đến khi bạn hài lòng.',
    },
  },
  planFacts: (plan) => {
    const facts: string[] = [];
    if (plan.proposals) {
      facts.push(
        plan.revisionsInProposals
          ? `${plan.proposals} phương án (gồm ${plan.revisionsInProposals} lần chỉnh sửa)`
          : `${plan.proposals} phương án thiết kế`,
      );
    }
    if (plan.days) facts.push(`Hoàn thành trong ${plan.days} ngày`);
    if (plan.firstProposalDays)
      facts.push(`Phương án đầu tiên trong ${plan.firstProposalDays} ngày làm việc`);
    if (plan.brandSetExtraDays) facts.push(`Bộ nhận diện thương hiệu: thêm ${plan.brandSetExtraDays} ngày`);
    if (plan.freeRevisions) facts.push(`Chỉnh sửa miễn phí ${plan.freeRevisions} lần`);
    if (plan.unlimitedDays) facts.push(`Chỉnh sửa không giới hạn trong ${plan.unlimitedDays} ngày`);
    if (plan.perItem) facts.push('Tính theo từng mẫu thiết kế thêm');
    return facts;
  },
  perItem: '/ mẫu',
  options: {
    heading: 'Tùy chọn thêm',
    intro: 'Đặt kèm một gói thiết kế (không nhận đặt riêng tùy chọn).',
    items: {
      lettering: {
        name: planNames.lettering,
        summary: 'Kiểu chữ vẽ riêng cho tên thương hiệu, không dùng phông có sẵn.',
      },
      rush: { name: planNames.rush, summary: 'Ưu tiên lịch thiết kế cho dự án cần ra mắt sớm.' },
      detailedRevision: {
        name: planNames.detailedRevision,
        summary: 'Tinh chỉnh từng chi tiết nhỏ cho đến khi hoàn hảo.',
      },
    },
    facts: (option) => {
      const facts: string[] = [];
      if (option.firstProposalDays)
        facts.push(`Phương án đầu tiên trong ${option.firstProposalDays} ngày làm việc`);
      if (option.unlimitedMonths) facts.push(`Không giới hạn số lần trong ${option.unlimitedMonths} tháng`);
      if (option.daysEach) facts.push(`Mỗi lần khoảng ${option.daysEach} ngày làm việc`);
      return facts;
    },
  },
  steps: {
    heading: 'Quy trình làm việc',
    items: [
      {
        title: 'Liên hệ',
        text: 'Gửi yêu cầu qua biểu mẫu hoặc gọi hotline, cho chúng tôi biết gói bạn quan tâm.',
      },
      {
        title: 'Trao đổi yêu cầu',
        text: 'Nhà thiết kế tìm hiểu thương hiệu, khách hàng và phong cách bạn mong muốn.',
      },
      { title: 'Thanh toán', text: 'Thanh toán bằng thẻ hoặc chuyển khoản qua mã QR.' },
      { title: 'Thiết kế và chỉnh sửa', text: 'Nhận các phương án, góp ý và chỉnh sửa theo gói đã chọn.' },
      {
        title: 'Bàn giao',
        text: `Nhận đầy đủ tệp ${SERVICE.fileFormats.join(', ')} và quyền sở hữu logo.`,
      },
    ],
  },
  cancellation: {
    heading: 'Phí hủy',
    intro: 'Nếu bạn hủy sau khi đã đặt, phí hủy được tính trên giá gói theo tiến độ công việc:',
    table: cancellationTable('vi'),
    notes: [
      `Hủy gói chỉnh sửa sau khi đã bắt đầu thực hiện: phí ${MODIFICATION_CANCEL_PERCENT}% giá gói.`,
      'Không nhận đặt riêng tùy chọn; tùy chọn đã đặt thì không thể hủy.',
      ['Chi tiết xem tại ', { link: '/terms-use', text: 'điều khoản sử dụng' }, '.'],
    ],
  },
  contact: {
    heading: 'Liên hệ tư vấn',
    text: [
      'Chưa chắc gói nào phù hợp? Hãy gọi cho chúng tôi hoặc gửi yêu cầu qua ',
      { link: '/contact', text: 'biểu mẫu liên hệ' },
      ' – chúng tôi sẽ tư vấn miễn phí.',
    ],
    phoneLabel: 'Hotline',
    hours: `Thứ Hai – thứ Sáu, ${SERVICE.officeHours.open}–${SERVICE.officeHours.close}`,
  },
  readyMade: {
    heading: 'Cần logo ngay?',
    text: [
      'Chọn trong danh mục logo thiết kế sẵn: mỗi mẫu chỉ bán một lần, giá ',
      { price: 'logo' },
      ` đã gồm thuế, kèm thêm tên và chỉnh sửa miễn phí ${SERVICE.freeRevisions} lần.`,
    ],
    link: 'Xem logo thiết kế sẵn',
  },
};

export default content;

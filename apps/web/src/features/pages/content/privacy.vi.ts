import type { PageDoc } from './types.ts';

const doc: PageDoc = {
  lead: [
    'Chính sách này giải thích ',
    { seller: 'name' },
    ' thu thập những dữ liệu cá nhân nào khi bạn sử dụng Logoya, mục đích sử dụng, ai được nhận dữ liệu, thời gian lưu trữ và các quyền của bạn.',
  ],
  updated: '2026-11-23',
  sections: [
    {
      id: 'controller',
      heading: 'Đơn vị chịu trách nhiệm',
      blocks: [
        {
          kind: 'p',
          text: [
            { seller: 'name' },
            ' (“chúng tôi”) vận hành cửa hàng Logoya và quyết định cách sử dụng các dữ liệu cá nhân nêu trong chính sách này. Chúng tôi xử lý dữ liệu theo Luật Bảo vệ thông tin cá nhân của Nhật Bản và, đối với khách hàng tại Việt Nam, theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân.',
          ],
        },
      ],
    },
    {
      id: 'data',
      heading: 'Dữ liệu chúng tôi thu thập',
      blocks: [
        {
          kind: 'table',
          caption: 'Các loại dữ liệu cá nhân được thu thập',
          head: ['Loại dữ liệu', 'Bao gồm', 'Nguồn thu thập'],
          rows: [
            [
              'Thông tin tài khoản',
              'Email, mật khẩu (chỉ lưu dưới dạng mã băm một chiều), họ tên, tên công ty, địa chỉ, mã bưu chính, số điện thoại và ảnh đại diện. Nếu bạn đăng nhập bằng Google hoặc Facebook: mã định danh tài khoản và email tại dịch vụ đó.',
              'Do bạn cung cấp khi đăng ký hoặc sửa hồ sơ',
            ],
            [
              'Thông tin đơn hàng',
              'Logo bạn mua, tên cần đưa vào logo, tùy chọn, số tiền, loại tiền và thuế, phương thức và trạng thái thanh toán, số hóa đơn, lịch sử bàn giao và tải tệp.',
              'Từ bạn và đơn vị xử lý thanh toán',
            ],
            [
              'Hoạt động mua sắm',
              'Logo yêu thích, logo đang giữ, giỏ hàng và các yêu cầu logo miễn phí.',
              'Trong quá trình bạn sử dụng cửa hàng',
            ],
            [
              'Nội dung liên hệ',
              'Họ tên, email, số điện thoại, nội dung tin nhắn và địa chỉ IP gửi tin.',
              'Do bạn gửi qua biểu mẫu liên hệ',
            ],
            [
              'Tra cứu mã bưu chính',
              'Mã bưu chính được tra cứu và địa chỉ IP của bạn.',
              'Từ trình duyệt khi biểu mẫu tự điền địa chỉ',
            ],
            [
              'Nhật ký truy cập và bảo mật',
              'Địa chỉ IP, loại trình duyệt, các trang và yêu cầu kèm thời điểm, các lần thử đăng nhập và kết quả kiểm tra captcha.',
              'Tự động từ trình duyệt',
            ],
          ],
        },
        {
          kind: 'p',
          text: 'Số thẻ được nhập trực tiếp vào hệ thống của đơn vị xử lý thanh toán thẻ. Chúng tôi không bao giờ xem hay lưu toàn bộ thông tin thẻ của bạn.',
        },
        {
          kind: 'p',
          text: [
            'Những gì cửa hàng lưu trong trình duyệt của bạn được mô tả tại ',
            { link: '/cookie-policy', text: 'chính sách cookie' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: 'Mục đích sử dụng',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Tạo, quản lý tài khoản và duy trì trạng thái đăng nhập.',
            'Tiếp nhận đơn hàng và thanh toán, chuẩn bị hình ảnh xác nhận có tên của bạn, chỉnh sửa, bàn giao tệp và hóa đơn.',
            'Gửi các email cần thiết cho dịch vụ: mã xác thực khi đăng ký, đặt lại mật khẩu và thông báo về đơn hàng.',
            'Trả lời câu hỏi và yêu cầu logo của bạn.',
            'Bảo vệ cửa hàng và khách hàng: giới hạn việc thử đăng nhập, gửi liên hệ và tra cứu địa chỉ lặp lại nhiều lần, phát hiện gian lận.',
            'Lưu giữ chứng từ kế toán, thuế theo quy định của pháp luật.',
            'Tìm hiểu trang nào được sử dụng để cải thiện cửa hàng – chỉ khi bạn đồng ý phân tích truy cập.',
          ],
        },
        {
          kind: 'p',
          text: 'Chúng tôi không mua bán dữ liệu cá nhân và không gửi email quảng cáo khi chưa có sự đồng ý của bạn.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Bên nhận dữ liệu',
      blocks: [
        {
          kind: 'ul',
          items: [
            [
              { strong: 'Thanh toán thẻ:' },
              ' Stripe thay mặt chúng tôi xử lý thanh toán thẻ và nhận thông tin thẻ, số tiền cùng email của bạn. Stripe xử lý các dữ liệu này theo chính sách bảo mật riêng và có thể xử lý tại Hoa Kỳ hoặc các quốc gia khác.',
            ],
            [
              { strong: 'Chuyển khoản qua mã QR:' },
              ' ngân hàng của bạn và ngân hàng nhận tiền xử lý thông tin giao dịch theo quy định ngân hàng.',
            ],
            [
              { strong: 'Gửi email:' },
              ' dịch vụ gửi thư của chúng tôi nhận địa chỉ email của bạn và nội dung từng thư.',
            ],
            [
              { strong: 'Lưu trữ:' },
              ' các nhà cung cấp máy chủ, cơ sở dữ liệu và lưu trữ tệp, ràng buộc bởi hợp đồng bảo mật.',
            ],
            [{ strong: 'Google và Facebook:' }, ' chỉ khi bạn chọn đăng nhập bằng các tài khoản này.'],
            [
              { strong: 'Nhà thiết kế và nhân viên:' },
              ' những người xử lý đơn hàng của bạn chỉ xem các thông tin cần cho công việc đó.',
            ],
            [{ strong: 'Cơ quan nhà nước:' }, ' khi pháp luật yêu cầu cung cấp.'],
          ],
        },
      ],
    },
    {
      id: 'abroad',
      heading: 'Chuyển dữ liệu ra nước ngoài',
      blocks: [
        {
          kind: 'p',
          text: 'Chúng tôi có trụ sở tại Nhật Bản và quản lý dữ liệu của bạn từ đó; Stripe có thể xử lý dữ liệu thanh toán tại Hoa Kỳ và các quốc gia khác. Chúng tôi chỉ chọn những đơn vị bảo vệ dữ liệu ở mức tương đương quy định của Việt Nam, ràng buộc họ bằng hợp đồng và lập hồ sơ đánh giá tác động chuyển dữ liệu ra nước ngoài theo Nghị định 13/2023/NĐ-CP.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'Thời gian lưu trữ',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Thông tin tài khoản: trong suốt thời gian tài khoản tồn tại. Khi bạn yêu cầu đóng tài khoản, chúng tôi xóa hoặc ẩn danh hóa dữ liệu, trừ những gì pháp luật buộc phải lưu.',
            'Đơn hàng và hóa đơn: 7 năm theo quy định về thuế của Nhật Bản.',
            'Nội dung liên hệ và yêu cầu logo: tối đa 3 năm kể từ lần trao đổi cuối.',
            'Lịch sử tra cứu mã bưu chính, nhật ký truy cập và bảo mật: tối đa 1 năm.',
          ],
        },
      ],
    },
    {
      id: 'security',
      heading: 'Biện pháp bảo vệ',
      blocks: [
        {
          kind: 'p',
          text: 'Mật khẩu chỉ được lưu dưới dạng mã băm một chiều có muối. Phiên đăng nhập có thời hạn và kết nối tới cửa hàng được mã hóa. Chỉ nhân viên cần dữ liệu cho công việc mới được truy cập, và mọi thay đổi trong trang quản trị đều được ghi lại.',
        },
      ],
    },
    {
      id: 'rights',
      heading: 'Quyền của bạn',
      blocks: [
        {
          kind: 'p',
          text: 'Bạn có quyền được biết, truy cập, chỉnh sửa, yêu cầu xóa dữ liệu, hạn chế hoặc phản đối việc xử lý và nhận bản sao dữ liệu của mình. Với những việc dựa trên sự đồng ý của bạn, như phân tích truy cập, bạn có thể rút lại sự đồng ý bất cứ lúc nào; việc rút lại không ảnh hưởng đến những xử lý đã thực hiện trước đó.',
        },
        {
          kind: 'p',
          text: 'Phần lớn thông tin tài khoản bạn có thể tự sửa trên trang hồ sơ. Với các yêu cầu khác, hãy liên hệ với chúng tôi: chúng tôi có thể đề nghị xác minh danh tính trước khi thực hiện và sẽ phản hồi sớm nhất có thể. Bạn cũng có quyền khiếu nại đến cơ quan chuyên trách bảo vệ dữ liệu cá nhân (tại Việt Nam là Cục An ninh mạng và phòng, chống tội phạm sử dụng công nghệ cao, Bộ Công an).',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Trẻ em',
      blocks: [
        {
          kind: 'p',
          text: 'Logoya dành cho doanh nghiệp và người trưởng thành. Chúng tôi không chủ ý thu thập dữ liệu cá nhân của trẻ em dưới 16 tuổi.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Thay đổi chính sách',
      blocks: [
        {
          kind: 'p',
          text: 'Khi thay đổi chính sách, chúng tôi đăng phiên bản mới kèm ngày cập nhật trên trang này. Nếu thay đổi ảnh hưởng đến cách sử dụng dữ liệu bạn đã cung cấp, chúng tôi sẽ thông báo trước khi áp dụng.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Liên hệ',
      blocks: [
        {
          kind: 'p',
          text: [
            'Mọi câu hỏi hoặc yêu cầu về dữ liệu cá nhân, vui lòng gửi cho ',
            { seller: 'name' },
            ' qua ',
            { link: '/contact', text: 'biểu mẫu liên hệ' },
            ' hoặc email ',
            { seller: 'email' },
            '.',
          ],
        },
      ],
    },
  ],
};

export default doc;
